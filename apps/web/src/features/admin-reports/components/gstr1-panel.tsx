import {
  gstr1SectionLabels,
  gstr1Sections,
  gstr1SectionTotals,
  type Gstr1Return,
  type Gstr1Section,
} from '@shop/contracts/gst-reports';
import { formatRupees } from '@shop/contracts/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadGstr1Csv, gstr1Query } from '../api/reports.ts';
import { formatMonth, indiaToday, monthToFile } from '../report-dates.ts';

const rupees = (paise: number) => formatRupees(paise / 100);

/** The return as the GST portal's offline tool imports it, named as the portal names its files. */
function saveGstr1Json(gstr1: Gstr1Return) {
  const blob = new Blob([JSON.stringify(gstr1, null, 2)], { type: 'application/json' });
  saveFile(blob, `GSTR1_${gstr1.gstin}_${gstr1.fp}.json`);
}

/**
 * GSTR-1 for a month: each section's rows and sums, a CSV per section and the JSON for the
 * portal's offline tool, and the documents issued. A shop with no GSTIN is told where to add it.
 */
export function Gstr1Panel() {
  const [period, setPeriod] = useState(monthToFile);
  const query = useQuery(gstr1Query(period));
  const csv = useMutation({
    mutationFn: (section: Gstr1Section) => downloadGstr1Csv(period, section),
    onError: (error) => toast.error(errorMessage(error, 'Failed to download the CSV.')),
  });

  return (
    <section
      aria-labelledby="gstr1-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-prose">
          <h2 id="gstr1-heading" className="text-xl font-semibold">
            GSTR-1
          </h2>
          <p className="text-sm text-ink-500">
            The month&apos;s sales and credit notes, summed from its tax invoices and credit notes
            to the paisa, for the GST portal. India time: an order delivered at 23:59 on the last
            day is in that month.
          </p>
        </div>
        <div className="w-48">
          <FormField id="gstr1-month" label="Month">
            <Input
              id="gstr1-month"
              type="month"
              value={period}
              max={indiaToday().slice(0, 7)}
              required
              onChange={(event) => {
                if (/^\d{4}-\d{2}$/.test(event.target.value)) setPeriod(event.target.value);
              }}
            />
          </FormField>
        </div>
      </div>

      {query.isPending ? (
        <Skeleton className="h-48" />
      ) : query.isError ? (
        <Gstr1Unavailable error={query.error} retry={() => void query.refetch()} />
      ) : (
        <div aria-busy={query.isPlaceholderData} className="flex flex-col gap-4">
          <Gstr1Table
            gstr1={query.data}
            caption={`GSTR-1 for ${formatMonth(period)}`}
            busySection={csv.isPending ? csv.variables : undefined}
            onCsv={(section) => csv.mutate(section)}
          />
          <DocumentsIssued gstr1={query.data} />
          <div>
            <Button variant="outline" onClick={() => saveGstr1Json(query.data)}>
              <FileDown aria-hidden="true" className="size-4" />
              Download JSON for the GST portal
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function Gstr1Unavailable({ error, retry }: { error: Error; retry: () => void }) {
  if (error instanceof ApiError && error.status === 409) {
    return (
      <p role="alert" className="rounded-xl bg-cream-100 px-4 py-3 text-ink-700">
        {errorMessage(error, 'GSTR-1 is filed by shops registered for GST.')}{' '}
        <Link to="/admin/company" className="font-bold text-coral-700 underline">
          Open Company details
        </Link>
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-cream-100 p-4">
      <p className="text-ink-700">{errorMessage(error, 'The return could not be loaded.')}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

function Gstr1Table({
  gstr1,
  caption,
  busySection,
  onCsv,
}: {
  gstr1: Gstr1Return;
  caption: string;
  busySection: Gstr1Section | undefined;
  onCsv: (section: Gstr1Section) => void;
}) {
  const totals = gstr1SectionTotals(gstr1);
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b-2 border-ink-100 text-left text-xs tracking-wide text-ink-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Section
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Rows
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Taxable value
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              IGST
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              CGST
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              SGST
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {gstr1Sections.map((section) => (
            <tr key={section} className="border-b border-ink-100">
              <th scope="row" className="px-3 py-2 text-left font-bold text-ink-900">
                {gstr1SectionLabels[section]}
              </th>
              <td className={cell}>{totals[section].rows}</td>
              <td className={cell}>{rupees(totals[section].taxablePaise)}</td>
              <td className={cell}>{rupees(totals[section].igstPaise)}</td>
              <td className={cell}>{rupees(totals[section].cgstPaise)}</td>
              <td className={cell}>{rupees(totals[section].sgstPaise)}</td>
              <td className="px-3 py-2 text-right">
                <Button
                  variant="outline"
                  size="sm"
                  busy={busySection === section}
                  busyLabel="Downloading…"
                  onClick={() => onCsv(section)}
                >
                  CSV <span className="sr-only">of {gstr1SectionLabels[section]}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DocumentsIssued({ gstr1 }: { gstr1: Gstr1Return }) {
  const issued = gstr1.doc_issue.doc_det;
  if (issued.length === 0) {
    return <p className="text-sm text-ink-700">No invoice or credit note was issued this month.</p>;
  }
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {issued.map((kind) => {
        const range = kind.docs[0]!;
        return (
          <div key={kind.doc_num} className="contents">
            <dt className="font-bold text-ink-900">{kind.doc_typ}</dt>
            <dd className="text-ink-700">
              {range.from} to {range.to}: {range.totnum} issued
              {range.cancel > 0 ? `, ${range.cancel} cancelled` : ''}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
