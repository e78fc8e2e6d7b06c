// The S3-compatible object store of the multi-host drill (hosts.ts): s3rver with the shop's
// bucket, its objects in a directory of its own, until SIGTERM or SIGINT. Anonymous GETs are
// allowed, so the drill can look into the bucket without signing requests.
//   node bench/s3-host.ts <directory> <address> <port> <bucket>
import S3rver from 's3rver';

const [directory, address, port, bucket] = process.argv.slice(2);
if (!directory || !address || !port || !bucket) {
  console.error('usage: node bench/s3-host.ts <directory> <address> <port> <bucket>');
  process.exit(2);
}

const server = new S3rver({
  directory,
  address,
  port: Number(port),
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log(`s3rver listening on ${address}:${port} with bucket ${bucket}`);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
