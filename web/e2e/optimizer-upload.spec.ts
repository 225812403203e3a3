import { expect, type Page, test } from "@playwright/test";
// The API's test documents: a real DOCX (the docx package) and a real PDF (pdfkit), as the API's own tests read them.
import { docxBytes, renderPdf } from "../../api/src/test/documents.ts";
import { resumeLines } from "./files/samples.ts";
import { expectToast } from "./fixtures.ts";

const fileInput = (page: Page) => page.getByTestId("resume-dropzone").locator('input[type="file"]');
/** The PDF's lines are written with plain dashes, so its text reads the same whatever the font encodes. */
const plainLines = resumeLines.map((line) => line.replace(/^• /, "- "));

test.describe("optimizer uploads", () => {
  const files = [
    { kind: "TXT", name: "casey-morgan.txt", mimeType: "text/plain", buffer: async () => Buffer.from(resumeLines.join("\n")) },
    {
      kind: "DOCX",
      name: "casey-morgan.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: () => docxBytes({ paragraphs: resumeLines }),
    },
    {
      kind: "PDF",
      name: "casey-morgan.pdf",
      mimeType: "application/pdf",
      buffer: () =>
        renderPdf((doc) => {
          for (const line of plainLines) doc.text(line);
        }),
    },
  ];
  for (const file of files) {
    test(`a ${file.kind} resume is read into the editor and names the document`, async ({ page }) => {
      await page.goto("/optimizer");
      await expect(page.getByText("Supports PDF, DOCX, TXT (Max 5MB)")).toBeVisible();
      // Held back a moment so the processing state can be seen.
      await page.route("**/api/upload-resume", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await fileInput(page).setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: await file.buffer() });
      await expect(page.getByTestId("resume-dropzone")).toContainText("Processing file...");
      await expectToast(page, "File uploaded successfully");
      await expect(page.getByTestId("document-name")).toContainText(file.name);
      const editor = page.getByRole("textbox", { name: "Resume", exact: true });
      await expect(editor).toHaveValue(/^Casey Morgan\n/);
      await expect(editor).toHaveValue(/Optimized delivery routes, cutting fuel costs by 12%/);
      await expect(editor).toHaveValue(/Python, SQL, PostgreSQL\s*$/);
    });
  }

  test("refuses a wrong type, a file over 5 MB and two files, with react-dropzone's messages", async ({ page }) => {
    await page.goto("/optimizer");
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/upload-resume")) uploads.push(request.url());
    });
    const dropzone = page.getByTestId("resume-dropzone");

    await fileInput(page).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expectToast(page, "Upload failed", "File type must be one of");

    await fileInput(page).setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) });
    await expectToast(page, "Upload failed", "File is larger than 5242880 bytes");

    const twoFiles = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["one"], "one.txt", { type: "text/plain" }));
      transfer.items.add(new File(["two"], "two.txt", { type: "text/plain" }));
      return transfer;
    });
    await dropzone.dispatchEvent("dragenter", { dataTransfer: twoFiles });
    await expect(dropzone).toContainText("Drop your resume here");
    await dropzone.dispatchEvent("drop", { dataTransfer: twoFiles });
    await expectToast(page, "Upload failed", "Too many files");
    await expect(dropzone).toContainText("Drag and drop your resume here");
    expect(uploads).toEqual([]);
  });

  test("a file the server cannot read says Upload failed and keeps the chosen file's name", async ({ page }) => {
    await page.goto("/optimizer");
    await fileInput(page).setInputFiles({
      name: "broken.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\nnot really a pdf"),
    });
    await expect(page.getByTestId("toast").getByText("Upload failed", { exact: true })).toBeVisible();
    const dropzone = page.getByTestId("resume-dropzone");
    await expect(dropzone).toContainText("broken.pdf");
    await expect(dropzone).toContainText("Click to upload a different file");
    await expect(page.getByTestId("document-name")).toContainText("Untitled Document");
  });
});
