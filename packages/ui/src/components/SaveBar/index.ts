export {
  SaveBar,
  type SaveBarConflict,
  type SaveBarInvalid,
  type SaveBarProblem,
  type SaveBarProps,
  type SaveBarStatus,
} from './SaveBar';
export type { SaveBarPosition } from './SaveBar.styles';
