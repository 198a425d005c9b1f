export { ConnectionStatus, type ConnectionStatusProps } from './ConnectionStatus';
export type { ConnectionState } from './ConnectionStatus.styles';
