/** Hands a file to the browser's downloads, as a click on a download link would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Today in India, YYYY-MM-DD, as the shop dates the files it hands out. */
export const shopToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format();
