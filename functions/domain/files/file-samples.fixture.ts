import { crc32, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

/**
 * Small files of each kind for tests, built byte by byte: PNG, TIFF, ZIP and PDF are complete
 * files a viewer opens; the JPEG carries its real header (SOI, JFIF APP0) and end marker.
 */

const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

/** A 1×1 opaque red PNG. */
export function samplePng(): Uint8Array {
  const header = Buffer.concat([u32be(1), u32be(1), Buffer.from([8, 2, 0, 0, 0])]);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function sampleJpeg(): Uint8Array {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
}

/** A 1×1 black bilevel TIFF, little-endian, one uncompressed strip. */
export function sampleTiff(): Uint8Array {
  const entries: [tag: number, type: number, value: number][] = [
    [256, 3, 1], // width
    [257, 3, 1], // height
    [258, 3, 1], // bits per sample
    [259, 3, 1], // no compression
    [262, 3, 0], // white is zero
    [273, 4, 8 + 2 + 10 * 12 + 4], // strip offset: after the directory
    [277, 3, 1], // samples per pixel
    [278, 3, 1], // rows per strip
    [279, 4, 1], // strip byte count
    [284, 3, 1], // planar configuration
  ];
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, value], i) => {
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(1, at + 4);
    if (type === 3) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  return Buffer.concat([header, ifd, Buffer.from([0x80])]);
}

/** A ZIP archive with one stored text entry. */
export function sampleZip(entryName = 'readme.txt', text = 'Пример архива'): Uint8Array {
  const name = Buffer.from(entryName, 'utf8');
  const data = Buffer.from(text, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const localSize = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** An OpenDocument master document: `mimetype` first and stored, as ODF requires. */
export function sampleOdm(): Uint8Array {
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text-master'), { level: 0 }],
    'content.xml': strToU8('<office:document-content/>'),
  });
}

/** An Apple Pages package: iWork archives under Index/, metadata beside them. */
export function samplePages(): Uint8Array {
  return zipSync({
    'Index/Document.iwa': [new Uint8Array([0, 1, 2, 3]), { level: 0 }],
    'Metadata/Properties.plist': strToU8('<plist/>'),
  });
}

/** A one-page PDF that says `text` (ASCII) in Helvetica, with a correct cross-reference table. */
export function samplePdf(text = 'Sample document'): Uint8Array {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A Windows executable's start: the MZ header with a PE signature at the offset it names. */
export function sampleExe(): Uint8Array {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export function sampleText(text = 'Договор поставки № 15\nСумма: 100 000 ₽\n'): Uint8Array {
  return Buffer.from(text, 'utf8');
}
