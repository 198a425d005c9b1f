/**
 * A TCP proxy in front of a server that can be paused the way a frozen API behaves: connections are
 * accepted and stay open, requests go nowhere and nothing is answered. Resumed, new requests flow again.
 */
import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface PausableProxy {
  url: string;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startPausableProxy(target: string): Promise<PausableProxy> {
  const { hostname, port } = new URL(target);
  let paused = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const upstream = createConnection({ host: hostname, port: Number(port) });
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    // Bytes go through only while running; a paused proxy swallows them, so nothing is ever answered.
    client.on('data', (chunk) => {
      if (!paused) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!paused) client.write(chunk);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pause: () => (paused = true),
    resume: () => (paused = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
