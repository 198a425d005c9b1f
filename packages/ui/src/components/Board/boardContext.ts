import { createContext } from 'react';

/** How the board shows its columns: side by side (769 px and wider), or one at a time under tabs (phones). */
export type BoardLayout = 'columns' | 'tabs';

export const BoardLayoutContext = createContext<BoardLayout>('columns');
