// Reads a PDF on stdin and writes what lib/test/tagged-pdf.ts finds in it, as JSON, on stdout. jest runs
// modules as CommonJS, in which pdf.js (an ES module that unpdf imports on demand) cannot load: the unit tests
// run this in a Node process of its own (`node --import tsx`).
import { readTaggedPdf } from './tagged-pdf';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
process.stdout.write(JSON.stringify(await readTaggedPdf(new Uint8Array(Buffer.concat(chunks)))));
