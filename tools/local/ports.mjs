// @ts-check
// Ports for the servers the tests and the bench start: the system picks a free one each time, so any number of
// test workers (and a second run beside this one) can start servers at once without computing ports.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { createServer } from "node:net";

/**
 * @param {{ listen: Function, address: () => unknown, once: Function }} server  a net, http or https server
 * @returns {Promise<number>}
 */
export function listenOnFreePort(server, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve(/** @type {{ port: number }} */ (server.address()).port));
  });
}

/** A port free now, for a server in another process that must be told its port. @returns {Promise<number>} */
export async function freePort(host = "127.0.0.1") {
  const probe = createServer();
  const port = await listenOnFreePort(probe, host);
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * Whether a process of `group` (a detached server leads its own) holds the listening socket on 127.0.0.1:`port`,
 * from /proc: undefined when nobody listens yet or /proc cannot say. A free port is free only until another
 * worker's server takes it.
 * @param {number} port @param {number} group @returns {boolean | undefined}
 */
export function listenerIsInGroup(port, group) {
  const inodes = listeningInodes(port);
  if (inodes === undefined || inodes.size === 0) return undefined;
  let pids;
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    if (!socketInodesOf(pid).some((inode) => inodes.has(inode))) continue;
    if (processGroupOf(pid) === group) return true;
  }
  return false;
}

/** @param {number} port @returns {Set<string> | undefined} inodes of sockets listening on 127.0.0.1:port */
function listeningInodes(port) {
  let table;
  try {
    table = readFileSync("/proc/net/tcp", "utf8");
  } catch {
    return undefined;
  }
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set();
  for (const line of table.split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    // sl, local_address, rem_address, st (0A: LISTEN), tx:rx, tr:when, retrnsmt, uid, timeout, inode
    if (fields[1] === local && fields[3] === "0A") inodes.add(fields[9]);
  }
  return inodes;
}

/** @param {string} pid @returns {string[]} */
function socketInodesOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        return inode ? [inode] : [];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** @param {string} pid @returns {number | undefined} */
function processGroupOf(pid) {
  try {
    // The fifth field of /proc/PID/stat, after the name in parentheses (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
  } catch {
    return undefined;
  }
}
