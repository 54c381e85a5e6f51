// Moves the X pointer of a local X server (Xvfb) to a point of its first screen, speaking the X11
// protocol over the server's Unix socket: no xdotool to install.
//
// Why: Xvfb runs no window manager, so the keyboard focus follows the pointer (PointerRoot), and Xvfb
// puts its pointer in the middle of the screen. A MiniBrowser window at the top left that does not
// reach the middle never gets the focus: the page is not in an active window, document.hasFocus() is
// false and no element matches :focus or :focus-visible, as in a browser window behind another one.
// With the pointer at the top left, over the window, the page is focused as a reader's would be.
import net from 'node:net';

/** Resolves once the server has taken the request (a round trip confirms it); rejects on any error. */
export function warpPointer(display, x, y) {
  const number = /^:(\d+)/.exec(display)?.[1];
  if (number === undefined) return Promise.reject(new Error(`x11-pointer: not a local display: ${display}`));
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(`/tmp/.X11-unix/X${number}`);
    let received = Buffer.alloc(0);
    let stage = 'setup';
    const fail = (error) => {
      socket.destroy();
      reject(error instanceof Error ? error : new Error(`x11-pointer: ${error}`));
    };
    socket.on('error', fail);
    socket.on('connect', () => {
      // Connection setup, little-endian ('l'), protocol 11.0, no authorisation (Xvfb allows local clients).
      const setup = Buffer.alloc(12);
      setup.write('l', 0, 'latin1');
      setup.writeUInt16LE(11, 2);
      socket.write(setup);
    });
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (stage === 'setup') {
        if (received.length < 8) return;
        const length = 8 + received.readUInt16LE(6) * 4;
        if (received.length < length) return;
        if (received[0] !== 1) return fail(`the server refused the connection (status ${received[0]})`);
        // The first screen's root window: after the 40-byte fixed part, the vendor string (padded to 4)
        // and the pixmap formats (8 bytes each).
        const vendorLength = received.readUInt16LE(24);
        const formats = received[29];
        const root = received.readUInt32LE(40 + Math.ceil(vendorLength / 4) * 4 + formats * 8);
        received = received.subarray(length);
        stage = 'warped';
        const warp = Buffer.alloc(24);
        warp.writeUInt8(41, 0); // WarpPointer
        warp.writeUInt16LE(6, 2); // request length in 4-byte units
        warp.writeUInt32LE(0, 4); // src-window: None
        warp.writeUInt32LE(root, 8); // dst-window: the root, so x and y are screen coordinates
        warp.writeInt16LE(x, 20);
        warp.writeInt16LE(y, 22);
        const sync = Buffer.alloc(4);
        sync.writeUInt8(43, 0); // GetInputFocus: its reply comes after the warp is done
        sync.writeUInt16LE(1, 2);
        socket.write(Buffer.concat([warp, sync]));
        return;
      }
      if (received.length < 32) return;
      if (received[0] === 0) return fail(`the server answered with error ${received[1]}`);
      socket.end();
      resolve();
    });
  });
}
