/** Saves a downloaded file under its own name (the browser's download, as a link to the file would). */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has the file by now; the URL's memory is given back.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
