// Node's fetch keeps no cookies; a browser does. Tests of the back office against the real API give its
// stores this fetch, with one browser's cookie jar, so the staff session works as it does in a tab.

/** fetch with one browser's cookies for one origin: what Set-Cookie sets is sent back, an expired one dropped. */
export function browserFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || !value) jar.delete(name.trim());
      else jar.set(name.trim(), value.trim());
    }
    return response;
  };
}
