/**
 * An S3-compatible server for tests: `s3rver`, its data in a temporary
 * folder, one bucket whose objects anyone may read from any origin (as a
 * public bucket behind a CDN). It speaks the S3 REST API to
 * @aws-sdk/client-s3 with path-style addressing, and ignores conditional
 * writes, which the release store does not use.
 *
 * S3 replaces an object whole: a read sees the old object or the new one.
 * s3rver writes in place, so a read during a write sees half an object (or
 * waits forever for the length it announced). A small proxy in front of it
 * takes one request per object at a time, and its store answers a write once
 * the object's file is written (writeObjectsWhole), which gives it S3's semantics.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as forward } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { BucketLocation } from '@cabinet/serving/store-location';
import { S3Store } from '@cabinet/serving/store/s3-store';

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
  </CORSRule>
</CORSConfiguration>`;

interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The variables the release tool reads to reach this server. */
  env: Record<string, string>;
  /** A client of this server, for a test to look into the bucket. */
  client(): S3Client;
  /**
   * `s3://<bucket>/<prefix>` as the release tool sees it with `env`: browsers
   * read it at this server's own address, path-style (`<endpoint>/<bucket>/<prefix>`).
   */
  location(prefix: string): BucketLocation;
  /** The release store at `s3://<bucket>/<prefix>` of this server. */
  store(prefix: string): S3Store;
  close(): Promise<void>;
}

/** An object as s3rver's store is given it (s3rver/lib/models/object.js). */
interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | NodeJS.ReadableStream;
  metadata: Record<string, string>;
}

/** What of s3rver's FilesystemStore (s3rver/lib/stores/filesystem.js, 3.7) writeObjectsWhole uses and replaces. */
interface ObjectFileStore {
  getResourcePath(bucket: string, key: string, resource: 'object'): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

/**
 * s3rver's putObject resolves once the body has gone through its hash, before
 * the file holding it is written: the write was answered while the file was
 * still empty or cut short, and a read right after it failed (a release test's
 * «Unexpected end of JSON input» on a busy machine). This one resolves once
 * the file is written and closed.
 */
function writeObjectsWhole(store: ObjectFileStore): void {
  store.putObject = async (object) => {
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(file), { recursive: true });
    const hash = createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content, counted, createWriteStream(file));
    const md5 = hash.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size, md5 };
  };
}

/** Serves `target` on `port`, one request per path at a time. */
function startObjectAtomicProxy(target: number, port: number): Promise<{ port: number; close(): Promise<void> }> {
  const queues = new Map<string, Promise<void>>();
  const server = createServer((incoming, outgoing) => {
    const key = (incoming.url ?? '/').split('?')[0] ?? '/';
    const previous = queues.get(key) ?? Promise.resolve();
    const turn = previous.then(
      () =>
        new Promise<void>((done) => {
          const upstream = forward(
            { host: '127.0.0.1', port: target, path: incoming.url, method: incoming.method, headers: incoming.headers },
            (answer) => {
              outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(outgoing);
              answer.once('end', done);
              answer.once('error', done);
            },
          );
          upstream.once('error', () => {
            outgoing.destroy();
            done();
          });
          incoming.pipe(upstream);
        }),
    );
    queues.set(key, turn);
    void turn.then(() => {
      if (queues.get(key) === turn) queues.delete(key);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            // Clients keep their connections alive: end them, or close waits for them.
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

interface S3TestServerOptions {
  port?: number;
  bucket?: string;
  /** Whether browsers of other origins may read the bucket (a public bucket behind a CDN: yes). */
  cors?: boolean;
}

async function startS3TestServer({ port = 0, bucket = 'cabinet', cors = true }: S3TestServerOptions = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cabinet-s3-'));
  const configs = cors ? [CORS] : [];
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs }] });
  // Its store, which @types/s3rver does not declare.
  writeObjectsWhole((server as unknown as { store: ObjectFileStore }).store);
  const address = await server.run();
  const proxy = await startObjectAtomicProxy(address.port, port);
  const endpoint = `http://127.0.0.1:${proxy.port}`;
  const client = () =>
    new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  const location = (prefix: string): BucketLocation => {
    const trimmed = prefix.replace(/^\/+|\/+$/g, '');
    return {
      kind: 'bucket',
      label: `s3://${bucket}/${trimmed}`,
      bucket,
      prefix: trimmed,
      publicUrl: `${endpoint}/${bucket}${trimmed ? `/${trimmed}` : ''}`,
      publicUrlFrom: 'endpoint',
    };
  };
  return {
    endpoint,
    bucket,
    env: {
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      // s3rver's own credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      CABINET_S3_PATH_STYLE: '1',
    },
    client,
    location,
    store: (prefix) => new S3Store(location(prefix), client()),
    async close() {
      await proxy.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export { startS3TestServer, writeObjectsWhole };
export type { ObjectFileStore, S3TestServer };
