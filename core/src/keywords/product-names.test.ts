import { describe, expect, it } from "vitest";
import { tokenize } from "../text/tokens.ts";
import { productNames } from "./product-names.ts";

const names = (text: string) => productNames(text, tokenize(text), (key) => ["the", "team"].includes(key)).map((p) => p.text);

describe("productNames", () => {
  it.each([
    ["Experience in an ERP such as SAP Business One or Microsoft Dynamics 365", ["SAP Business One", "Microsoft Dynamics 365"]],
    ["Manage ventilation on Hamilton C6 and Dräger Babylog VN800 ventilators", ["Hamilton C6", "Dräger Babylog VN800"]],
    ["Scan on the Siemens SOMATOM and read in Fujifilm Synapse PACS", ["Siemens SOMATOM", "Fujifilm Synapse"]],
    // A vendor alone, or with what the product is, names no product line.
    ["Experience with SAP and Oracle software", []],
    // An acronym before a code is a standard and its clause; plain numbers are versions and forms.
    ["Comply with NPDES MS4 permits, Windows 11 and Form 1099", []],
    ["Report to The Team Lead", []],
  ])("reads %j", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("stops a name at a line break", () => {
    expect(names("Tools: SAP\nBusiness One is not here")).toEqual([]);
  });
});
