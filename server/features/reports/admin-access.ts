import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { notFound } from "../../errors";

/**
 * The operators' routes (ADMIN_EMAILS) answer everyone else as if they did not exist (404),
 * signed in or not: nothing tells a visitor there is an admin area to try.
 */
export async function requireAdmin(config: Config, request: FastifyRequest) {
  const current = await request.currentUser();
  if (!current || !config.adminEmails.includes(current.email.toLowerCase())) throw notFound();
  return current;
}
