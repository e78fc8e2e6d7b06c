import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { hindi } from '../../test/hindi.ts';
import { I18nWrapper } from '../../test/render-with-providers.tsx';
import { makeOrder } from '../../test/order-fixtures.ts';
import { PostalAddress } from './postal-address.tsx';

const lines = () =>
  [...screen.getByRole('group').querySelectorAll('span')].map((line) => line.textContent);

describe('postal address', () => {
  it('names the recipient and their mobile above the lines, as on the parcel', () => {
    render(<PostalAddress address={{ ...makeOrder().address, addressLine2: 'Flat 2' }} />, {
      wrapper: I18nWrapper,
    });
    expect(lines()).toEqual([
      'Meera Iyer',
      'Phone: 98450 12345',
      '7 Lake View Road',
      'Flat 2',
      'Pune, Maharashtra 411001',
    ]);
  });

  it('leaves the phone out for an older order that has none', () => {
    render(<PostalAddress address={{ ...makeOrder().address, phone: null }} />, {
      wrapper: I18nWrapper,
    });
    expect(lines()).toEqual(['Meera Iyer', '7 Lake View Road', 'Pune, Maharashtra 411001']);
  });

  it('says "phone" in Hindi on a Hindi page, the address itself as written', () => {
    render(
      <I18nProvider i18n={hindi()}>
        <PostalAddress address={makeOrder().address} />
      </I18nProvider>,
    );
    expect(lines()).toEqual([
      'Meera Iyer',
      'फ़ोन: 98450 12345',
      '7 Lake View Road',
      'Pune, Maharashtra 411001',
    ]);
  });
});
