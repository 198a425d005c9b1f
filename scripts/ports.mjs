// Ports for servers started by the tests, the journeys' set-up and the bench: never a fixed one, so two runs
// (or a developer's own `npm start`) on one machine do not collide.
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (the system's choice, released before it is returned). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
