import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The `qrcode` library, fetched with the payment screen's first QR code, never before. */
async function drawQrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

type UpiQrCodeProps = { uri: string; label: string; className?: string };

/**
 * The `upi://pay` link as a QR code (any UPI app's scanner reads it), drawn as SVG by the
 * `qrcode` library and shown as an image with `label` as its text alternative.
 */
export function UpiQrCode({ uri, label, className }: UpiQrCodeProps) {
  const [drawn, setDrawn] = useState<{ uri: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    drawQrSvg(uri).then(
      (svg) => current && setDrawn({ uri, svg }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [uri]);

  if (failed) {
    return (
      <p className="text-sm text-ink-700">
        <Trans>The QR code could not be drawn: use the button below, or pay from your phone.</Trans>
      </p>
    );
  }
  if (drawn?.uri !== uri) {
    return (
      <span className="grid size-56 place-items-center rounded-2xl bg-cream-100">
        <Spinner className="size-6" />
        <span className="sr-only">
          <Trans>Drawing the QR code…</Trans>
        </span>
      </span>
    );
  }
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
      alt={label}
      width={224}
      height={224}
      className={className}
      data-upi-uri={uri}
    />
  );
}
