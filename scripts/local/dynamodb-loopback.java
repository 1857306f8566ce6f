// Starts AWS DynamoDB Local bound to 127.0.0.1 only. DynamoDB Local has no host option and
// listens on every interface; this launcher sets the Jetty connector's host before start.
// Run with the JRE's single-file source launcher:
//   java -cp "DynamoDBLocal.jar:DynamoDBLocal_lib/*" dynamodb-loopback.java -port N -dbPath DIR
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import com.fasterxml.jackson.core.JsonProcessingException;
import software.amazon.dynamodb.services.local.shared.access.StreamInfo;
import software.amazon.dynamodb.services.local.shared.access.sqlite.RecordInfo;
import software.amazon.dynamodb.services.local.shared.access.sqlite.TableSchemaInfo;
import software.amazon.dynamodb.services.local.shared.mapper.DynamoDbObjectMapper;

class DynamoDbLoopback {
  /**
   * The JSON mapper of DynamoDB Local's SQLite jobs (their `MAPPER`), made cheaper where its work
   * is repeated for nothing. Every item read or written reads its table's schema (a 4 kB JSON blob
   * in the SQLite metadata) and, with a stream, the stream's info, and parses them again each time;
   * here the same bytes answer the object parsed before. A schema the table changes (UpdateTable,
   * TTL) has other bytes and is parsed anew; these jobs only read both objects (the code that
   * changes a schema reads it through the data access class's own mapper, left as it is). And each
   * stream record written was also turned into a JSON string only to build a debug log line that
   * is never printed; that string is now a short placeholder (the record itself is stored as before).
   */
  static final class LeanJobMapper extends DynamoDbObjectMapper {
    private static final long serialVersionUID = 1L;
    private static final int MAX_CACHED = 64;
    /** Blobs parsed, most recently used first (compared by content: a vectorised Arrays.equals). */
    private final transient ArrayList<byte[]> bytes = new ArrayList<>();
    private final transient ArrayList<Object> parsed = new ArrayList<>();

    @Override
    public <T> T readValue(byte[] src, Class<T> valueType) throws IOException {
      if ((valueType != TableSchemaInfo.class && valueType != StreamInfo.class) || src == null)
        return super.readValue(src, valueType);
      synchronized (this) {
        for (int i = 0; i < bytes.size(); i++) {
          Object known = parsed.get(i);
          if (known.getClass() != valueType || !Arrays.equals(bytes.get(i), src)) continue;
          if (i > 0) {
            bytes.add(0, bytes.remove(i));
            parsed.add(0, parsed.remove(i));
          }
          return valueType.cast(known);
        }
      }
      T value = super.readValue(src, valueType);
      synchronized (this) {
        bytes.add(0, src.clone());
        parsed.add(0, value);
        if (bytes.size() > MAX_CACHED) {
          bytes.remove(MAX_CACHED);
          parsed.remove(MAX_CACHED);
        }
      }
      return value;
    }

    @Override
    public String writeValueAsString(Object value) throws JsonProcessingException {
      // Only the debug log line of a stream record being written asks for a RecordInfo as a string.
      if (value instanceof RecordInfo) return "(stream record)";
      return super.writeValueAsString(value);
    }
  }

  /** Puts the lean mapper into the SQLite jobs' `private static final MAPPER` (set once, before any request). */
  static void leanJobMapper() throws Exception {
    Class<?> job =
        Class.forName("software.amazon.dynamodb.services.local.shared.access.sqlite.SQLiteDBAccessJob", true,
            DynamoDbLoopback.class.getClassLoader());
    Field mapper = job.getDeclaredField("MAPPER");
    Field unsafeField = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
    unsafeField.setAccessible(true);
    sun.misc.Unsafe unsafe = (sun.misc.Unsafe) unsafeField.get(null);
    @SuppressWarnings("deprecation")
    Object base = unsafe.staticFieldBase(mapper);
    @SuppressWarnings("deprecation")
    long offset = unsafe.staticFieldOffset(mapper);
    unsafe.putObjectVolatile(base, offset, new LeanJobMapper());
  }

  public static void main(String[] args) throws Exception {
    // DYNAMODB_LEAN=off: DynamoDB Local as shipped (for measuring).
    if (!"off".equals(System.getenv("DYNAMODB_LEAN"))) {
      try {
        leanJobMapper();
      } catch (Throwable t) {
        // Another DynamoDB Local or JDK: run it as shipped (slower, same behaviour) rather than not at all.
        System.err.println("DynamoDB Local runs as shipped: " + t);
      }
    }
    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Method create = runner.getMethod("createServerFromCommandLineArgs", String[].class);
    Object proxy = create.invoke(null, (Object) args);
    Field serverField = proxy.getClass().getDeclaredField("server");
    serverField.setAccessible(true);
    Object jetty = serverField.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    for (Object connector : connectors) {
      connector.getClass().getMethod("setHost", String.class).invoke(connector, "127.0.0.1");
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    System.out.println("DynamoDB Local listening on 127.0.0.1");
    proxy.getClass().getMethod("join").invoke(proxy);
  }
}
