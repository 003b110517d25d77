import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';

/**
 * Where document files live. The database keeps what the player and operators see of a document;
 * the bytes go here: files under the data directory by default, an S3-compatible bucket when
 * configured. Keys are ours (`documents/{playerId}/{documentId}`), never a name a player chose.
 */
export interface DocumentStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under `key`. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

function assertKey(key: string): void {
  // Keys are made by the server; anything else is a bug that must not reach the file system.
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe document storage key: ${key}`);
}

/** Files in a directory: `DATA_DIR/documents` (a temporary directory with the in-memory test database). */
export class FileDocumentStorage implements DocumentStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertKey(key);
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written aside and renamed: a crash never leaves half a file under the key.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes, { mode: 0o600 });
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertKey(key);
    try {
      return await fs.readFile(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await fs.rm(path.join(this.root, key), { force: true });
  }
}

export interface S3StorageConfig {
  readonly bucket: string;
  readonly region: string;
  /** An S3-compatible endpoint (MinIO, R2, ...); unset: AWS. */
  readonly endpoint: string | undefined;
}

type S3Sdk = typeof S3SdkModule;

/** An S3-compatible bucket, through the AWS SDK (loaded only when a bucket is configured). */
export class S3DocumentStorage implements DocumentStorage {
  private client: Promise<S3Sdk & { instance: S3Client }> | undefined;

  constructor(private readonly config: S3StorageConfig) {}

  private s3() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      ...sdk,
      instance: new sdk.S3Client({
        region: this.config.region,
        ...(this.config.endpoint ? { endpoint: this.config.endpoint, forcePathStyle: true } : {}),
      }),
    }));
    return this.client;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    const { instance, PutObjectCommand } = await this.s3();
    await instance.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ServerSideEncryption: 'AES256',
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertKey(key);
    const { instance, GetObjectCommand, NoSuchKey } = await this.s3();
    try {
      const answer = await instance.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    const { instance, DeleteObjectCommand } = await this.s3();
    await instance.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}

/** The configured storage: a bucket when `s3` is set, else files under the data directory. */
export async function createDocumentStorage(options: {
  dataDir: string;
  s3: S3StorageConfig | undefined;
}): Promise<DocumentStorage> {
  if (options.s3) return new S3DocumentStorage(options.s3);
  const root =
    options.dataDir === 'memory://'
      ? await fs.mkdtemp(path.join(os.tmpdir(), 'casino-documents-'))
      : path.join(options.dataDir, 'documents');
  return new FileDocumentStorage(root);
}
