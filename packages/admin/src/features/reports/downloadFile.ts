/** Saves text as a file through the browser's download (an object URL on a link, clicked, then freed). */
export function downloadFile(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, so the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
