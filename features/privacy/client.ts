/** What other features may use of privacy in the browser. */
export { EraseUserButton } from "./ui/erase-user-button";
