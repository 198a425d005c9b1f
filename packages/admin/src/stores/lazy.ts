// A store made the first time it is asked for, then the same one every time after: the root store holds one per
// screen, and a screen not opened yet (the sign-in page opens none) costs nothing.

/** `make`, called once, on the first call of the function returned. */
export function lazy<T extends object>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
