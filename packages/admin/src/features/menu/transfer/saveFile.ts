// Saves bytes the app fetched as a file on the person's device: a blob: URL on a link with `download`,
// pressed once and let go (the URL is revoked after the browser has taken it).
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
