/**
 * Where the release store is, told once: a folder (`npm start`'s git-ignored
 * `.releases/`, or any path) or an S3-compatible bucket (`s3://bucket/prefix`).
 * What the store holds and how it is laid out is the release tool's
 * (release/src/store/); what a deployment needs to serve it — the kind, the
 * address browsers read it from, each remote's address in it — is here, for
 * the static servers and the release tool alike. The store holds no registry
 * of its own (runtime 1.6.0): each team writes only its remote's folder, and
 * the registry is composed from their `releases.json` (composed-registry.ts).
 */
import path from 'node:path';
import { root } from './apps.ts';

interface FolderLocation {
  kind: 'folder';
  /** For people: the folder or `s3://bucket/prefix`. */
  label: string;
  /** The folder, absolute. */
  folder: string;
}

interface BucketLocation {
  kind: 'bucket';
  label: string;
  bucket: string;
  /** Without leading or trailing slash; may be empty. */
  prefix: string;
  /** Where browsers read the bucket: `CABINET_STORE_PUBLIC_URL` (a CDN), else the bucket's own address. */
  publicUrl: string;
  /**
   * What the address came from: set, the S3 endpoint's, AWS's in the set
   * region — or AWS's in a region assumed (us-east-1), a guess.
   */
  publicUrlFrom: 'CABINET_STORE_PUBLIC_URL' | 'endpoint' | 'AWS_REGION' | 'guess';
}

type StoreLocation = FolderLocation | BucketLocation;

/**
 * The bucket's own address at the S3 endpoint (`AWS_ENDPOINT_URL_S3`,
 * path-style with `CABINET_S3_PATH_STYLE=1`), else AWS's.
 */
function bucketAddress(bucket: string, prefix: string): string {
  const suffix = prefix ? `/${prefix}` : '';
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  if (!endpoint) return `https://${bucket}.s3.${process.env.AWS_REGION ?? 'us-east-1'}.amazonaws.com${suffix}`;
  const url = new URL(endpoint);
  const base = url.href.replace(/\/+$/, '');
  return process.env.CABINET_S3_PATH_STYLE === '1' ? `${base}/${bucket}${suffix}` : `${url.protocol}//${bucket}.${url.host}${suffix}`;
}

/** `s3://bucket/prefix` or a folder's path (relative to the working folder). */
function parseStoreLocation(text: string): StoreLocation {
  if (!text.startsWith('s3://')) {
    const folder = path.resolve(text);
    return { kind: 'folder', label: folder, folder };
  }
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(text);
  if (!match?.[1]) throw new Error(`Это не адрес хранилища S3: ${text} (s3://<бакет>/<префикс>)`);
  const bucket = match[1];
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const configured = process.env.CABINET_STORE_PUBLIC_URL?.replace(/\/+$/, '');
  const publicUrlFrom = configured
    ? 'CABINET_STORE_PUBLIC_URL'
    : (process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL)
      ? 'endpoint'
      : process.env.AWS_REGION
        ? 'AWS_REGION'
        : 'guess';
  return { kind: 'bucket', label: text, bucket, prefix, publicUrl: configured || bucketAddress(bucket, prefix), publicUrlFrom };
}

/** `--store`, else `CABINET_RELEASE_STORE`, else the repository's `.releases/`. */
function storeLocation(option?: string): StoreLocation {
  return parseStoreLocation(option ?? process.env.CABINET_RELEASE_STORE ?? path.join(root, '.releases'));
}

/** Where a remote's folder of the store is served: its port for a folder store (`npm start` serves it), under the bucket's address otherwise. */
function remoteStoreUrl(location: StoreLocation, remote: { name: string; port: number }): string {
  return location.kind === 'bucket' ? `${location.publicUrl}/${remote.name}` : `http://localhost:${remote.port}`;
}

export { parseStoreLocation, remoteStoreUrl, storeLocation };
export type { BucketLocation, StoreLocation };
