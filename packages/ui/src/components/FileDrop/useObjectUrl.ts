import { useLayoutEffect, useRef } from 'react';

/**
 * Shows a file in an `<img>` through a `blob:` URL, revoked when the file changes or the image goes, so
 * a preview never keeps a picked photo in memory after it is replaced or removed. The URL is made in a
 * layout effect and written to the element, not during render: React may render without committing, and
 * Strict Mode runs effects twice, which would revoke a URL still in use. Returns the ref for the `<img>`.
 */
export function useObjectUrlSource(file: Blob | null | undefined) {
  const imageRef = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (!file || !image) return undefined;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => {
      URL.revokeObjectURL(url);
      // Only our URL: when the file goes while a saved image takes its place, React has already written the
      // saved image's `src` (children commit before their parent's layout clean-up), and it must stay.
      if (image.getAttribute('src') === url) image.removeAttribute('src');
    };
  }, [file]);
  return imageRef;
}
