import { describe, expect, it } from "vitest";

import {
  chooseFirestoreEmulator,
  javaToolOptions,
  parseJavaMajor,
  portFromEnv,
  runningEmulators,
} from "../scripts/emulators";

describe("the Firestore emulator a machine can run", () => {
  it("reads Java's major version from `java -version`", () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_292"')).toBe(8);
    expect(parseJavaMajor("bash: java: command not found")).toBeNull();
  });

  it("is firebase-tools' own from Java 21, else Debian's package, else none", () => {
    const debian = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator";
    expect(chooseFirestoreEmulator(21, debian)).toBe("firebase-tools");
    expect(chooseFirestoreEmulator(25, null)).toBe("firebase-tools");
    expect(chooseFirestoreEmulator(17, debian)).toBe("debian");
    expect(chooseFirestoreEmulator(17, null)).toBeNull();
    expect(chooseFirestoreEmulator(null, debian)).toBeNull();
  });
});

describe("portFromEnv", () => {
  it("takes the port from the env, the default otherwise, and refuses anything else", () => {
    expect(portFromEnv("FIRESTORE_EMULATOR_PORT", 8080, {})).toBe(8080);
    expect(portFromEnv("FIRESTORE_EMULATOR_PORT", 8080, { FIRESTORE_EMULATOR_PORT: " 8180 " })).toBe(8180);
    expect(() => portFromEnv("FIRESTORE_EMULATOR_PORT", 8080, { FIRESTORE_EMULATOR_PORT: "80a" })).toThrow(
      /not a port/,
    );
  });
});

describe("runningEmulators", () => {
  it("reads the hosts `npm test` started, and nothing from an unset or half variable", () => {
    expect(runningEmulators({ RUNNING_EMULATORS: "127.0.0.1:9199 127.0.0.1:8180" })).toEqual({
      authHost: "127.0.0.1:9199",
      firestoreHost: "127.0.0.1:8180",
    });
    expect(runningEmulators({})).toBeNull();
    expect(runningEmulators({ RUNNING_EMULATORS: " " })).toBeNull();
    expect(runningEmulators({ RUNNING_EMULATORS: "127.0.0.1:9199" })).toBeNull();
  });
});

describe("javaToolOptions", () => {
  it("adds C1-only compiling to what the machine already asks of its JVMs", () => {
    expect(javaToolOptions(undefined)).toBe("-XX:TieredStopAtLevel=1");
    expect(javaToolOptions("")).toBe("-XX:TieredStopAtLevel=1");
    expect(javaToolOptions("-Xmx1g")).toBe("-Xmx1g -XX:TieredStopAtLevel=1");
  });
});
