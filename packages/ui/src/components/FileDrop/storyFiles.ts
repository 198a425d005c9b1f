// Files and gestures for the FileDrop and ImageInput stories; not part of the kit's API.

/** A real 1×1 PNG, so a preview has something to decode. */
const pixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

/** A file of any name and type; `size` fakes a large one without allocating it. */
export function makeFile(name: string, type: string, size?: number): File {
  const file = new File([type === 'image/png' ? pixel : 'content'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A picture for `src`, as a data URL (no request, no colour literal). */
export const savedImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'><rect width='4' height='3' fill='darkorange'/>" +
      "<circle cx='2' cy='1.5' r='1' fill='white'/></svg>",
  );

/** Dispatches a drag event with the files on `target`, as the browser does during a drag from the desktop. */
export function drag(target: Element, type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', files: File[] = []) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Drags files onto `target` and drops them. */
export function dropFiles(target: Element, files: File[]) {
  drag(target, 'dragenter', files);
  drag(target, 'dragover', files);
  drag(target, 'drop', files);
}
