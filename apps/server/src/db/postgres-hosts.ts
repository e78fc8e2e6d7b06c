import pg from 'pg';

/*
 * A DATABASE_URL may list several PostgreSQL servers, as libpq's do: a primary and its standbys,
 *   postgres://shop@db1:5432,db2:5432/shop?target_session_attrs=read-write
 * node-postgres connects to one host only, so the shop picks the host itself: each new connection
 * goes to the host that last took writes, and a host that refuses the connection or accepts only
 * reads (a standby not yet promoted) hands the turn to the next one. After the primary dies and a
 * standby is promoted, the shop's next connections find the new primary without a restart.
 */

export type PostgresHost = { host: string; port: number };

export type PostgresHosts = {
  hosts: PostgresHost[];
  /** The URL naming only `host`, as node-postgres reads it (user, database and options kept). */
  urlFor(host: PostgresHost): string;
};

const urlParts = /^(postgres(?:ql)?:\/\/)([^@/]*@)?([^/?#]*)(.*)$/;

/** The hosts a PostgreSQL URL lists (one or more, `host[:port]` joined by commas). */
export function postgresHosts(databaseUrl: string): PostgresHosts {
  const parts = urlParts.exec(databaseUrl);
  if (!parts) return { hosts: [], urlFor: () => databaseUrl };
  const [, scheme, credentials = '', hostList, rest] = parts as unknown as [
    string,
    string,
    string | undefined,
    string,
    string,
  ];
  const hosts = hostList
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const bracketed = /^\[(.+)\](?::(\d+))?$/.exec(entry);
      if (bracketed) return { host: bracketed[1]!, port: Number(bracketed[2] ?? 5432) };
      const [host = '', port] = entry.split(':');
      return { host, port: Number(port ?? 5432) };
    });
  // The shop needs a host that takes writes whatever the URL asks; node-postgres does not know
  // the setting, so it is left out of what it reads.
  const withoutTargetSessionAttrs = rest
    .replace(/([?&])target_session_attrs=[^&#]*&?/, '$1')
    .replace(/[?&]$/, '');
  const hostText = ({ host, port }: PostgresHost) =>
    `${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    hosts,
    urlFor: (host) => `${scheme}${credentials}${hostText(host)}${withoutTargetSessionAttrs}`,
  };
}

/**
 * The URL without its password, and the password (decoded): for PostgreSQL's own tools, which
 * take the password from PGPASSWORD rather than their arguments, where `ps` would show it. The
 * URL keeps every host and option (libpq reads several hosts and target_session_attrs itself).
 */
export function passwordApart(databaseUrl: string): { url: string; password: string } {
  const parts = urlParts.exec(databaseUrl);
  const credentials = parts?.[2];
  if (!parts || !credentials) return { url: databaseUrl, password: '' };
  const [user, ...password] = credentials.slice(0, -1).split(':');
  return {
    url: `${parts[1]}${user}@${parts[3]}${parts[4]}`,
    password: decodeURIComponent(password.join(':')),
  };
}

/** What a connection to a host that accepts only reads fails with: the primary is unavailable. */
export class ReadOnlyHostError extends Error {
  // SQLSTATE read_only_sql_transaction: a 503 for the request (db/errors.ts), worth a retry.
  readonly code = '25006';
  constructor(host: PostgresHost) {
    super(`The database server at ${host.host}:${host.port} accepts only reads (a standby).`);
  }
}

/**
 * A pool whose connections go to the writable host among those listed: a Client that connects to
 * the host whose turn it is, a check once connected that the host takes writes, and, when a host
 * fails either, the next host tried at once, so the caller sees an error only when none will do.
 */
export function writableHostPool(
  { hosts, urlFor }: PostgresHosts,
  config: Omit<pg.PoolConfig, 'connectionString' | 'Client' | 'onConnect'>,
): pg.Pool {
  let turn = 0;
  const passTurn = (from: number) => {
    // Only the first of several connections that found the host wanting moves the turn on.
    if (turn === from) turn = (from + 1) % hosts.length;
  };
  const hostOf = new WeakMap<pg.ClientBase, number>();

  class TurnHostClient extends pg.Client {
    constructor(clientConfig: pg.ClientConfig) {
      const index = turn;
      super({ ...clientConfig, connectionString: urlFor(hosts[index]!) });
      hostOf.set(this, index);
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    override connect(
      callback?: (error: Error | null, client?: pg.Client) => void,
    ): Promise<pg.Client> | void {
      const index = hostOf.get(this)!;
      const connected = super.connect().catch((error: unknown) => {
        passTurn(index);
        throw error;
      });
      if (!callback) return connected;
      connected.then(
        (client) => callback(null, client),
        (error: unknown) => callback(error as Error),
      );
    }
  }

  class WritableHostPool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(
      callback: (
        error: Error | undefined,
        client: pg.PoolClient | undefined,
        done: () => void,
      ) => void,
    ): void;
    override connect(
      callback?: (
        error: Error | undefined,
        client: pg.PoolClient | undefined,
        done: () => void,
      ) => void,
    ): Promise<pg.PoolClient> | void {
      const attempt = async (hostsLeft: number): Promise<pg.PoolClient> => {
        const turnBefore = turn;
        try {
          return await super.connect();
        } catch (error) {
          // Another host is worth a try only when one was found wanting: a pool that stayed
          // full for connectionTimeoutMillis answers at once, not after waiting again.
          if (hostsLeft <= 1 || turn === turnBefore) throw error;
          return attempt(hostsLeft - 1);
        }
      };
      const connected = attempt(hosts.length);
      if (!callback) return connected;
      connected.then(
        (client) => callback(undefined, client, () => client.release()),
        (error: unknown) => callback(error as Error, undefined, () => {}),
      );
    }
  }

  return new WritableHostPool({
    ...config,
    Client: TurnHostClient as unknown as pg.PoolConfig['Client'],
    onConnect: async (client: pg.ClientBase) => {
      const { rows } = await client.query<{ transaction_read_only: string }>(
        'show transaction_read_only',
      );
      if (rows[0]?.transaction_read_only !== 'on') return;
      const index = hostOf.get(client)!;
      passTurn(index);
      throw new ReadOnlyHostError(hosts[index]!);
    },
  });
}
