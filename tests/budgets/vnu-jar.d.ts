// vnu-jar ships no types: its main export is the path of vnu.jar, as a String object.
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
