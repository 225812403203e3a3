/**
 * Product names the taxonomy lacks but whose form gives them away: a vendor's name followed by a product line
 * ("SAP Business One", "Siemens SOMATOM", "Oracle CC&B"), or a name with a model number ("Hamilton C6",
 * "Radiometer ABL90"). One mention is enough: nobody writes "Fujifilm Synapse" in passing.
 */
import type { Token } from "../text/tokens.ts";

// Vendors whose products are named "<vendor> <product>". Matched with these capitals.
const VENDORS = new Set(
  `SAP Oracle Microsoft Google Amazon AWS Azure Apple IBM Adobe Autodesk Bentley Trimble Cisco Dell HP HPE
  Lenovo VMware Citrix Salesforce Workday ADP UKG Kronos Infor Epicor Sage Intuit Deltek CCH Bloomberg FactSet Fiserv
  Siemens GE Philips Fujifilm Canon Toshiba Hologic Carestream Agfa Konica Dräger Drager Medtronic Stryker Abbott
  Roche Sysmex Beckman Cepheid Baxter Omnicell Cerner Meditech athenahealth NextGen eClinicalWorks Allscripts Veeva
  Hyland Rockwell Allen-Bradley Schneider Honeywell Emerson ABB Yokogawa Fanuc FANUC Mitsubishi Omron Yaskawa Keyence
  Fluke Zeiss Hexagon Mitutoyo Agilent Shimadzu PerkinElmer Illumina Zebra Atlassian Procore Yardi RealPage AppFolio
  Temenos Finastra Genesys Avaya Five9 Zendesk Freshworks HubSpot Marketo Klaviyo Braze Shopify Magento Kinaxis Coupa
  Ariba Jaggaer Ivalua Tableau Qlik Alteryx Informatica Snowflake Databricks Cloudera Teradata`.split(/\s+/),
);

// A model number: letters then digits ("C6", "ABL90", "VN800", "S7"); never plain digits ("Windows 11", "Form 1099").
const MODEL_NUMBER = /^[A-Z][A-Za-z]{0,4}\d{1,5}[A-Za-z]{0,3}$/;
/** Kinds of software, written as acronyms: what a product is ("Synapse PACS", "our CRM (Total Expert)"). */
export const SOFTWARE_KINDS: ReadonlySet<string> = new Set(
  "CRM ERP EHR EMR LMS ATS HRIS CMS CMMS WMS TMS LIS RIS PACS ESP LOS ITSM SIEM EDR MDM IDE DMS PMS POS PLC HMI SCADA API SDK".split(" "),
);
// Words that end a name rather than continue it: what the product is, or who uses it.
const NOT_PART_OF_NAME = new Set(
  `experience software system systems platform platforms suite tools tool certification certified skills knowledge proficiency and or
  team teams user users administrator analyst specialist consultant developer engineer manager implementation environment modules
  module`.split(/\s+/),
);

export interface ProductName {
  text: string;
  firstToken: number;
  endToken: number;
  start: number;
  end: number;
}

function continuesName(token: Token, text: string, previous: Token): boolean {
  if (!token.joinsPrevious || text.slice(previous.end, token.start).includes("\n")) return false;
  const upper = token.raw.toUpperCase();
  if (NOT_PART_OF_NAME.has(token.key) || SOFTWARE_KINDS.has(upper) || SOFTWARE_KINDS.has(upper.replace(/S$/, ""))) return false;
  return /^(?:\p{Lu}|\d|[a-z]+\p{Lu})/u.test(token.raw);
}

/**
 * Vendor-led and model-numbered product names in mid-sentence. `commonWord` says whether a capitalised word is an
 * ordinary one ("The", "Team") that cannot start a name.
 */
export function productNames(text: string, tokens: readonly Token[], commonWord: (key: string) => boolean): ProductName[] {
  const found: ProductName[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const first = tokens[index]!;
    if (!/^\p{Lu}|^[a-z]+\p{Lu}/u.test(first.raw) || commonWord(first.key)) continue;
    // A capital at the start of a clause is the sentence's, usually a verb ("Monitor Hamilton C6 ventilators").
    if (first.startsClause && !VENDORS.has(first.raw)) continue;
    let end = index + 1;
    while (end < tokens.length && end - index < 5 && continuesName(tokens[end]!, text, tokens[end - 1]!)) end++;
    const run = tokens.slice(index, end);
    const vendorLed = VENDORS.has(first.raw) && run.length >= 2;
    // "Hamilton C6", "Dräger Babylog VN800": a name whose last word is a model number.
    // An acronym before a code is a standard and its clause ("NPDES MS4"), not a maker and its model.
    const modelNumbered =
      run.length >= 2 && MODEL_NUMBER.test(run[run.length - 1]!.raw) && !MODEL_NUMBER.test(first.raw) && !/^[A-Z0-9&]+$/.test(first.raw);
    if (!vendorLed && !modelNumbered) continue;
    const last = run[run.length - 1]!;
    found.push({ text: text.slice(first.start, last.end), firstToken: index, endToken: end, start: first.start, end: last.end });
    index = end - 1;
  }
  return found;
}
