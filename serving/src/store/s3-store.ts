/**
 * The release store in an S3-compatible bucket (AWS S3, MinIO, Cloudflare
 * R2, Yandex Object Storage…): `s3://<bucket>/<prefix>`. Credentials and the
 * endpoint come from the standard variables — `AWS_ENDPOINT_URL_S3` (or
 * `AWS_ENDPOINT_URL`), `AWS_REGION`, `AWS_ACCESS_KEY_ID`,
 * `AWS_SECRET_ACCESS_KEY` — which the SDK reads itself; stores that need
 * path-style addressing set `CABINET_S3_PATH_STYLE=1`.
 *
 * Every object is written with the `Content-Type` and `Cache-Control` a CDN
 * in front serves it with. Nothing here relies on conditional writes
 * (`If-Match`, `If-None-Match`): only on read-after-write and list-after-write
 * consistency, which S3 gives since 2020.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BucketLocation } from '../store-location.ts';
import type { ObjectStore, PutOptions, StoredObject } from './object-store.ts';

function isNotFound(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

class S3Store implements ObjectStore {
  readonly label: string;

  constructor(
    private readonly location: BucketLocation,
    private readonly client: S3Client = new S3Client({
      forcePathStyle: process.env.CABINET_S3_PATH_STYLE === '1',
      // The SDK reads AWS_REGION; S3-compatible stores often ignore it.
      region: process.env.AWS_REGION ?? 'us-east-1',
      // Checksums only where S3 requires them: several S3-compatible stores
      // refuse the newer default ones (CRC32 trailers).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A stalled connection fails (and is retried) instead of holding a CI job forever.
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
    }),
  ) {
    this.label = location.label;
  }

  private key(key: string): string {
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.key(key) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async put(key: string, body: Buffer | string, options: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      }),
    );
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    const strip = this.location.prefix ? this.location.prefix.length + 1 : 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: this.key(prefix), ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push({ key: object.Key.slice(strip), lastModified: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async delete(keys: readonly string[]): Promise<void> {
    // DeleteObjects takes at most 1,000 keys a call.
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.location.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.key(key) })), Quiet: true },
        }),
      );
    }
  }
}

export { S3Store };
