/** What other features may use of school class tags, on the server or in the browser. */
export { CLASS_TAGS, classNumber } from "./schema";
