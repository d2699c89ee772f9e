export { StampCardSection } from "./StampCardSection";
