/** A free TCP port on 127.0.0.1 (the system's choice, released before it is returned). */
export declare function freePort(): Promise<number>;
