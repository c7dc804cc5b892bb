/** Hands bytes fetched by the console to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the bytes over; the address is not needed past this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
