import { inflateSync } from 'node:zlib';
import { readSignaturePng, type SignaturePng, type SignaturePngReading } from '@carevisit/core';

/** PNG's adaptive filters: None, Sub, Up, Average, Paeth. */
const LAST_FILTER_TYPE = 4;

/**
 * Issue 30: a drawn signature the server accepts and draws only when core's check passes and the image is one the
 * PDF's decoder (pdfkit's png-js) decodes without fail: its image data inflates to exactly the rows its header
 * declares (never more, so a small stream cannot inflate to gigabytes) with a defined filter on each row. png-js
 * decodes in a zlib callback, where a throw is beyond any catch and ends the process, so these are checked first.
 */
export function checkSignaturePng(value: string): SignaturePngReading {
  const reading = readSignaturePng(value);
  if (!reading.png) return reading;
  return decodable(reading.png) ? reading : { refusal: 'notPng' };
}

function decodable({ header, imageData, rowBytes }: SignaturePng): boolean {
  const rowLength = 1 + rowBytes;
  const size = header.height * rowLength;
  let rows: Buffer;
  try {
    rows = inflateSync(imageData, { maxOutputLength: size });
  } catch {
    return false; // not a zlib stream, cut short, or more than the header declares
  }
  if (rows.length !== size) return false;
  for (let at = 0; at < size; at += rowLength) if (rows[at]! > LAST_FILTER_TYPE) return false;
  return true;
}
