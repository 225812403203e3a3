/**
 * A small ZIP reader over node's zlib, for DOCX. It refuses archives that would unpack to more than the limits before
 * inflating anything (entry count, each entry's and the total declared size), and inflates every entry with its
 * declared size as a hard cap, so an entry that lies about its size stops at that size instead of filling memory.
 */
import { crc32, inflateRawSync } from "node:zlib";
import { fail, ok, type Result } from "./result.ts";

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxEntryBytes: 20 * 1024 * 1024, maxTotalBytes: 50 * 1024 * 1024 };

export interface ZipError {
  /** corrupt: not a readable ZIP; limit: a ZIP that would unpack to more than the limits (a "zip bomb"). */
  kind: "corrupt" | "limit";
  message: string;
}

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

export interface ZipArchive {
  readonly names: readonly string[];
  has(name: string): boolean;
  /** The entry's bytes, inflated within its declared size and checked against its CRC. */
  read(name: string): Result<Buffer, ZipError>;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

const corrupt = (message: string) => fail<ZipError>({ kind: "corrupt", message });
const overLimit = (message: string) => fail<ZipError>({ kind: "limit", message });

function findEndOfCentralDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let offset = buffer.length - 22; offset >= earliest; offset--) {
    if (buffer.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

function readCentralDirectory(buffer: Buffer, limits: ZipLimits): Result<ZipEntry[], ZipError> {
  if (buffer.length < 22) return corrupt("The archive is too short");
  const end = findEndOfCentralDirectory(buffer);
  if (end < 0) return corrupt("The archive has no central directory");
  const count = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARKER) return corrupt("ZIP64 archives are not supported");
  if (count > limits.maxEntries) return overLimit(`The archive has ${count} entries; the limit is ${limits.maxEntries}`);
  if (directoryOffset + directorySize > end) return corrupt("The central directory is out of bounds");

  const entries: ZipEntry[] = [];
  let totalSize = 0;
  let offset = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || buffer.readUInt32LE(offset) !== CENTRAL_DIRECTORY_HEADER)
      return corrupt("A central directory entry is damaged");
    const flags = buffer.readUInt16LE(offset + 8);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const entry: ZipEntry = {
      name: buffer.toString("utf8", offset + 46, offset + 46 + nameLength),
      method: buffer.readUInt16LE(offset + 10),
      crc: buffer.readUInt32LE(offset + 16),
      compressedSize: buffer.readUInt32LE(offset + 20),
      size: buffer.readUInt32LE(offset + 24),
      localHeaderOffset: buffer.readUInt32LE(offset + 42),
    };
    offset += 46 + nameLength + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
    if (offset > end) return corrupt("A central directory entry is damaged");
    if ((flags & 1) !== 0) return corrupt(`The entry ${entry.name} is encrypted`);
    if (entry.method !== STORED && entry.method !== DEFLATED)
      return corrupt(`The entry ${entry.name} uses an unsupported compression method`);
    if (entry.size === ZIP64_MARKER || entry.compressedSize === ZIP64_MARKER || entry.localHeaderOffset === ZIP64_MARKER) {
      return corrupt("ZIP64 archives are not supported");
    }
    if (entry.size > limits.maxEntryBytes) {
      return overLimit(`The entry ${entry.name} unpacks to ${entry.size} bytes; the limit is ${limits.maxEntryBytes}`);
    }
    totalSize += entry.size;
    if (totalSize > limits.maxTotalBytes) return overLimit(`The archive unpacks to more than ${limits.maxTotalBytes} bytes`);
    entries.push(entry);
  }
  return ok(entries);
}

function inflateEntry(buffer: Buffer, entry: ZipEntry): Result<Buffer, ZipError> {
  const header = entry.localHeaderOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== LOCAL_FILE_HEADER) {
    return corrupt(`The entry ${entry.name} has no local header`);
  }
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  if (start + entry.compressedSize > buffer.length) return corrupt(`The entry ${entry.name} is truncated`);
  const compressed = buffer.subarray(start, start + entry.compressedSize);
  let data: Buffer;
  if (entry.method === STORED) {
    if (entry.compressedSize !== entry.size) return corrupt(`The entry ${entry.name} has inconsistent sizes`);
    data = compressed;
  } else {
    try {
      // The declared size is the cap: inflation stops there, whatever the compressed stream would produce.
      data = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      if (error instanceof RangeError) return overLimit(`The entry ${entry.name} unpacks to more than its declared ${entry.size} bytes`);
      return corrupt(`The entry ${entry.name} cannot be inflated`);
    }
  }
  if (data.length !== entry.size) return corrupt(`The entry ${entry.name} does not match its declared size`);
  if (crc32(data) !== entry.crc) return corrupt(`The entry ${entry.name} fails its checksum`);
  return ok(data);
}

export function openZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Result<ZipArchive, ZipError> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const directory = readCentralDirectory(buffer, limits);
  if (!directory.ok) return directory;
  const entries = new Map(directory.value.map((entry) => [entry.name, entry]));
  const inflated = new Map<string, Result<Buffer, ZipError>>();
  return ok({
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    read(name) {
      const entry = entries.get(name);
      if (!entry) return corrupt(`The archive has no entry ${name}`);
      let result = inflated.get(name);
      if (!result) {
        result = inflateEntry(buffer, entry);
        inflated.set(name, result);
      }
      return result;
    },
  });
}
