"""ClickHouse's HTTP interface, as much of it as the `clickhouse` crate uses,
in front of chdb (ClickHouse's engine in-process, from PyPI), so that the
crate's own client, RowBinary and all, talks to the real engine: there is no
ClickHouse server here.

Usage: python3 clickhouse_http.py DIR. Prints "port N" once it listens on
127.0.0.1:N; keeps each INSERT's body, as the client sent it, in
DIR/insert-K.bin (K from 0) for the tests' byte-for-byte comparisons.

What it serves: a POST whose SQL is the body (`default_format` in the URL
names the output format) or, for an INSERT, the `query` parameter with the
rows in the body (chunked, uncompressed: the tests' client sets no
compression). An INSERT's rows go in through chdb's `file()` table function
with the table's own column types. Errors answer 500 with ClickHouse's
`X-ClickHouse-Exception-Code` header and the message.
"""

import os
import re
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

from chdb import session

INSERT = re.compile(r"INSERT INTO\s+(\S+?)\s*\((.*)\)\s*FORMAT\s+(\w+)\s*$", re.S)

db = session.Session()
out_dir = sys.argv[1]
inserts = 0


def read_body(handler):
    if handler.headers.get("Transfer-Encoding", "").lower() == "chunked":
        body = b""
        while True:
            size = int(handler.rfile.readline().split(b";")[0], 16)
            if size == 0:
                handler.rfile.readline()
                return body
            body += handler.rfile.read(size)
            handler.rfile.readline()
    return handler.rfile.read(int(handler.headers.get("Content-Length", 0)))


def insert(table, columns, data_format, body):
    global inserts
    path = os.path.join(out_dir, f"insert-{inserts}.bin")
    inserts += 1
    with open(path, "wb") as f:
        f.write(body)
    names = [c.strip().strip("`") for c in columns.split(",")]
    types = dict(
        line.split("\t")
        for line in db.query(f"SELECT name, type FROM system.columns WHERE table = '{table.strip('`')}' "
                             "AND database = currentDatabase()", "TSV").bytes().decode().splitlines()
    )
    structure = ", ".join(f"`{name}` {types[name]}" for name in names)
    db.query(f"INSERT INTO {table} ({', '.join(f'`{n}`' for n in names)}) "
             f"SELECT * FROM file('{path}', {data_format}, '{structure}')")
    return b""


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        params = parse_qs(urlparse(self.path).query)
        body = read_body(self)
        try:
            if "query" in params:
                sql = params["query"][0]
                match = INSERT.match(sql)
                if not match:
                    raise ValueError(f"this bridge takes rows for an INSERT only: {sql}")
                answer = insert(*match.groups(), body)
            else:
                sql = body.decode()
                data_format = params.get("default_format", ["TabSeparated"])[0]
                answer = db.query(sql, data_format).bytes()
            self.reply(200, answer)
        except Exception as error:  # every failure goes back to the client
            self.reply(500, f"Code: 1. DB::Exception: {error}".encode(), exception=True)

    def reply(self, status, body, exception=False):
        self.send_response(status)
        if exception:
            self.send_header("X-ClickHouse-Exception-Code", "1")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = HTTPServer(("127.0.0.1", 0), Handler)
print(f"port {server.server_address[1]}", flush=True)
server.serve_forever()
