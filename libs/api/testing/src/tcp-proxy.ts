import net from 'node:net';

/**
 * A TCP relay in front of a real server, for fault tests: `cut()` drops every connection and refuses new ones (a
 * stopped database), `freeze()` keeps connections open but passes nothing (a hung database), `flap()` accepts new
 * connections and drops each as soon as it sends anything (a server restarting in a loop, a broken balancer),
 * `restore()` heals.
 */
export const startTcpProxy = async (target: { host: string; port: number }) => {
  let state: 'open' | 'cut' | 'frozen' | 'flapping' = 'open';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const relay = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const server = net.createServer((client) => {
    if (state === 'cut') {
      client.destroy();
      return;
    }
    if (state === 'flapping') {
      client.once('data', () => client.destroy()).on('error', () => undefined);
      return;
    }
    const upstream = net.connect(target);
    const pair = { client, upstream };
    pairs.add(pair);
    if (state === 'open') relay(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    connections: () => pairs.size,
    cut() {
      state = 'cut';
      dropAll();
    },
    flap() {
      state = 'flapping';
      dropAll();
    },
    freeze() {
      state = 'frozen';
      for (const pair of pairs) hold(pair);
    },
    restore() {
      state = 'open';
      for (const pair of pairs) relay(pair);
    },
    close: async () => {
      state = 'cut';
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
