import { failOnConsoleOutput } from "@jobfit/web/testing";

failOnConsoleOutput();
