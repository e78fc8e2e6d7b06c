/** The database and every sum keep integer paise; the API speaks rupees with at most 2 decimals. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
