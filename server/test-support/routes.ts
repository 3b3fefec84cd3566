type WithRoutes = { printRoutes(options: { commonPrefix: false }): string };

/** Every method and path the app serves, read off Fastify's route tree (it lists no other way). */
export function listRoutes(app: WithRoutes): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = line.match(/^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/);
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const url = (parents[depth - 1] ?? "") + segment;
    parents[depth] = url;
    for (const method of methods.split(", ")) routes.push({ method, url });
  }
  return routes;
}
