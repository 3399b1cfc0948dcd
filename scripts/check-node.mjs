// Plain JavaScript so it runs on any Node: the rest of the toolchain needs Node >= 22.12 and
// fails obscurely (even crashes) on older ones, so say so plainly first.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Jnanam needs Node.js 22.12 or newer; this is ${process.version}.\n` +
      'Install Node 24 (see "Node 24 when the system Node is older" in README.md) and put it first on PATH.',
  );
  process.exit(1);
}
