import { createContext, useContext } from 'react';
import type { PublicConfig } from '../config';

/** The public configuration (brand name, API address…), the same on the server and in the browser. */
export const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigContext provider');
  return config;
}
