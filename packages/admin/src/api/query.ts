/** A query string from the parameters that are set (null, undefined and '' are left out), with its `?`. */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** An id in a path. */
export const idPart = (id: number) => encodeURIComponent(String(id));
