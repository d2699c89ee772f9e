export { SaveUsualForm } from "./SaveUsualForm";
export { UsualOrderCards } from "./UsualOrderCards";
