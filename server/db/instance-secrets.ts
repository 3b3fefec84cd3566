import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { instanceSecrets } from "./schema";

/**
 * Returns the named secret, creating it on first use. Every instance that shares the database
 * reads the same value, so a zero-config cluster still agrees on its signing key.
 */
export async function instanceSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(instanceSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
  if (!row) throw new Error(`instance secret ${name} could not be stored`);
  return row.value;
}
