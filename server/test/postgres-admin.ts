import pg from 'pg';

/** The PostgreSQL server of DATABASE_URL, on which the PostgreSQL pass makes its databases. */
const adminUrl = (): string => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  }
  return url;
};

/** `DATABASE_URL` with another database name. */
export const databaseUrl = (name: string): string => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

export const withAdmin = async (run: (client: pg.Client) => Promise<void>): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};
