/** Time as the services see it; tests pass a clock they can move. Chișinău's wall time is @nori/core's. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
