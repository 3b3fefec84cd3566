// The reference point for GET /healthz: a bare node:http server giving the same answer.
// It runs in its own process, like Taleforge, so both are measured the same way.
import http from "node:http";

const body = JSON.stringify({ status: "ok" });

const server = http.createServer((req, res) => {
  if (req.method === "GET" && req.url === "/healthz") {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(body);
  } else {
    res.writeHead(404).end();
  }
});

server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");

process.once("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
